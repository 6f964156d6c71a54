// What other features use of the account (coins, VIP, translation packs, bills). Each export
// pulls its module into the importer's chunk: keep this list to what others really need.
export { balanceChanged } from './wallet';
