import { ApiError } from '@heartline/sdk';
import { i18n } from '../i18n/i18n';
import { sdk } from '../sdk';

/** What the header's user-ID search found: a profile to open, or a warning to show. */
export type SearchResult = { profileId: number } | { warning: string };

/**
 * Finds a member by numeric account (spec section 5): only an exact single hit counts, and it
 * opens /profile/{id}. The server refuses one's own account (code 1102) with its message.
 */
export async function searchUser(account: string): Promise<SearchResult> {
  try {
    const result = await sdk.user.search({ content: account });
    const hit = result.list[0];
    if (result.total === 1 && hit) return { profileId: hit.id };
    return { warning: i18n.t('search.notFound') };
  } catch (error) {
    if (error instanceof ApiError) return { warning: error.message };
    return { warning: i18n.t('search.failed') };
  }
}
