import type { Handlers } from '../../contract/context.ts';
import { serviceAccountFor } from './serviceAccount.ts';

export const messageHandlers: Handlers = {
  '/service/im-account': ({ services, me }) => serviceAccountFor(services, me),

  // The paid-photo (0) and burn-image (1) notices are closed for good once dismissed.
  '/message/update_alert_status': async ({ body, services, me }) => {
    await services.db
      .updateTable('users')
      .set(body.alertType === 0 ? { is_pay_msg: 0 } : { is_burn_pay_msg: 0 })
      .where('id', '=', me.id)
      .execute();
    return null;
  },
};
