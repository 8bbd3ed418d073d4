/**
 * What a sale activity's status allows, as the platform enforces it (designed;
 * contracts/main-gateway/parts/sale-activity.yaml): edit before it starts, stop while it runs,
 * delete whenever it is not running. Each rule gives the reason shown beside a disabled action.
 */
import { SaleActivityStatus } from '@generated/main/model';

type Reason = 'saleActivities.editOnlyNotStarted' | 'saleActivities.stopOnlyRunning' | 'saleActivities.deleteNotRunning';

/** Null when allowed, else the text key of why not. */
export const editBlock = (status: SaleActivityStatus): Reason | null =>
  status === SaleActivityStatus.NotStarted ? null : 'saleActivities.editOnlyNotStarted';
export const stopBlock = (status: SaleActivityStatus): Reason | null =>
  status === SaleActivityStatus.InProgress ? null : 'saleActivities.stopOnlyRunning';
export const deleteBlock = (status: SaleActivityStatus): Reason | null =>
  status === SaleActivityStatus.InProgress ? 'saleActivities.deleteNotRunning' : null;
