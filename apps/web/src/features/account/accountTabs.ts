/** The account page's tabs, in the order shown (decisions.md: /account?tab=...). */
export const accountTabs = ['coins', 'translation', 'vip', 'bills'] as const;
export type AccountTab = (typeof accountTabs)[number];

/** The old numeric index (decisions.md): 1 translation, 2 coins, 3 VIP. */
const legacyIndex: Record<string, AccountTab> = { '1': 'translation', '2': 'coins', '3': 'vip' };

const isAccountTab = (value: string | null): value is AccountTab =>
  accountTabs.some((tab) => tab === value);

/** The tab an address asks for: ?tab=, else the old ?index=, else the coins. */
export function tabOf(params: URLSearchParams): AccountTab {
  const tab = params.get('tab');
  if (isAccountTab(tab)) return tab;
  return legacyIndex[params.get('index') ?? ''] ?? 'coins';
}
