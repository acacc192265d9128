/**
 * The seller-data feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { useInventoryOfAsin } from './api/inventory.ts';
export { StoredStockNote } from './components/stored-stock-note.tsx';
export { storedStockOf } from './stored-stock.ts';
