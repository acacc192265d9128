// The public entry of the seller-data module: other server code imports it only from here.
export { countUnitsSoldThisMonth } from './count-units-this-month.ts';
export { getUnitsSoldHistory } from './get-units-sold.ts';
export { sellerDataRoutes } from './routes.ts';
export { sellerAsins } from './seller-asins.ts';
export {
  createImport,
  type OrderRecord,
  pruneEmptyImports,
  replaceInventory,
  setImportRowCount,
  storeAccountDays,
  storeAsinTraffic,
  storeOrders,
} from './store-seller-data.ts';
