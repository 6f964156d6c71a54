import type { Handlers } from '../../contract/context.ts';
import { listComplaintReasons } from './complaintReasons.ts';
import { fileComplaint } from './complaints.ts';

export const complaintHandlers: Handlers = {
  listComplaintReasons: ({ services, language }) => listComplaintReasons(services.db, language),

  fileComplaint: ({ body, services, me, language }) => fileComplaint(services, me, body, language),
};
