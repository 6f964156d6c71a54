import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { describeError } from '../../app/describeError';
import { i18n } from '../../i18n/i18n';
import { uploadImage } from '../../images/uploadImage';
import { sdk } from '../../sdk';
import { notify } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';

export type ComplaintReason = Data<'/complain/complain_type', 'get'>[number];

/** What a complaint is about: 1 a user, 2 a dynamic, 3 a chat (ComplaintReason.type). */
export type ComplaintCategory = ComplaintReason['type'];

/** Who is reported, and which reasons fit. */
export type ComplaintTarget = {
  account: number;
  nickname: string;
  categories: ComplaintCategory[];
};

/** The most screenshots a complaint takes (the API's limit). */
export const MAX_SCREENSHOTS = 3;
/** The longest description (the API's limit). */
export const MAX_NOTES = 1000;

type ComplaintState = {
  /** The member being reported while the dialog is open. */
  target: ComplaintTarget | null;
  /** Every reason, in the interface language (loaded once per language). */
  reasons: ComplaintReason[];
  reasonsLanguage: string | null;
  reasonsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  images: string[];
  imageUploading: boolean;
  pending: boolean;
  /** Why the report cannot go (a rule) or failed (the server's words), translated. */
  error: string | null;
};

const initial = (): ComplaintState => ({
  target: null,
  reasons: [],
  reasonsLanguage: null,
  reasonsStatus: 'idle',
  images: [],
  imageUploading: false,
  pending: false,
  error: null,
});

/** The complaint form: report a member with a reason, a description and up to 3 screenshots. */
export const complaint = proxy<ComplaintState>(initial());

/** Opens the form for a member and loads the reasons the server offers. */
export function openComplaint(target: ComplaintTarget) {
  Object.assign(complaint, { target, images: [], error: null, pending: false });
  void loadReasons();
}

export function closeComplaint() {
  if (complaint.pending) return;
  complaint.target = null;
  complaint.images = [];
  complaint.error = null;
}

export async function loadReasons() {
  const language = i18n.language;
  if (complaint.reasonsStatus === 'ready' && complaint.reasonsLanguage === language) return;
  complaint.reasonsStatus = 'loading';
  try {
    complaint.reasons = await sdk.complaint.listReasons();
    complaint.reasonsLanguage = language;
    complaint.reasonsStatus = 'ready';
  } catch (error) {
    complaint.reasonsStatus = 'failed';
    complaint.error = i18n.t('profile:complaint.reasonsFailed', { reason: reasonOf(error) });
  }
}

/** The reasons that fit the open complaint, in the server's order. */
export function reasonsFor(
  reasons: readonly ComplaintReason[],
  target: { readonly categories: readonly ComplaintCategory[] } | null,
) {
  return target ? reasons.filter((reason) => target.categories.includes(reason.type)) : [];
}

/** Uploads a screenshot (checked and compressed first) and attaches it. */
export async function addScreenshot(file: File) {
  if (complaint.imageUploading || complaint.images.length >= MAX_SCREENSHOTS) return false;
  complaint.imageUploading = true;
  complaint.error = null;
  try {
    const uploaded = await uploadImage(file, { purpose: 'chat' });
    if (uploaded && complaint.target) complaint.images.push(uploaded.url);
    return uploaded !== null;
  } finally {
    complaint.imageUploading = false;
  }
}

export function removeScreenshot(index: number) {
  complaint.images = complaint.images.filter((_, at) => at !== index);
}

/**
 * Files the complaint. The description is required (1 to 1000 characters): without it the
 * form says so and nothing is sent.
 */
export async function submitComplaint({ type, notes }: { type: number; notes: string }) {
  const target = complaint.target;
  if (!target || complaint.pending) return false;
  const text = notes.trim();
  if (!text) {
    complaint.error = i18n.t('profile:complaint.notesRequired');
    return false;
  }
  complaint.pending = true;
  complaint.error = null;
  try {
    await sdk.complaint.file({
      type,
      notes: text.slice(0, MAX_NOTES),
      beComplainedAccount: target.account,
      ...(complaint.images.length > 0 ? { images: [...complaint.images] } : {}),
    });
    complaint.pending = false;
    closeComplaint();
    notify({ tone: 'success', title: i18n.t('profile:complaint.sent', { name: target.nickname }) });
    return true;
  } catch (error) {
    complaint.pending = false;
    complaint.error = i18n.t('profile:complaint.failed', { reason: reasonOf(error) });
    return false;
  }
}

/** Why a call failed, for the dialog: the server's message, maintenance or the network. */
function reasonOf(error: unknown) {
  const { title, description } = describeError(error);
  return description ?? title;
}

export function reset() {
  Object.assign(complaint, initial());
}
registerReset(reset);

export function useComplaint() {
  return useSnapshot(complaint);
}
