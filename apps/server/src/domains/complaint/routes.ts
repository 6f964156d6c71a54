import type { Handlers } from '../../contract/context.ts';
import { listComplaintReasons } from './complaintReasons.ts';
import { fileComplaint } from './complaints.ts';

export const complaintHandlers: Handlers = {
  '/complain/complain_type': ({ services, language }) =>
    listComplaintReasons(services.db, language),

  '/complain/add_complain': ({ body, services, me, language }) =>
    fileComplaint(services, me, body, language),
};
