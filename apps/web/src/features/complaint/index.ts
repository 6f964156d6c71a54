// Reporting a member: the form (opened from a profile or a chat) and its store.
export { ComplaintForm } from './ComplaintForm';
export { openComplaint, useComplaint } from './complaint';
