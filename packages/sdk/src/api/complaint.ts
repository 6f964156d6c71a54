import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Complaints against other users. */
export function createComplaintApi(client: HeartlineClient) {
  return {
    /** The reasons a complaint can give, grouped by type (1 a user, 2 a dynamic, 3 a chat). */
    listReasons: () => unwrap(client.GET('/complain/complain_type')),

    /** Files a complaint against a user, with a description and up to three screenshots. */
    file: (body: Body<'/complain/add_complain', 'post'>) =>
      unwrap(client.POST('/complain/add_complain', { body })),
  };
}
