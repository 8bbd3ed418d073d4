/** Contract loading and validation for the sandbox platform (see the modules for details). */
export {
  contractDocuments,
  registerContracts,
  parseContract,
  type ContractDocuments,
  type Gateway,
  type OpenApiDocument,
} from './documents.ts';
export { findOperation, isGatewayPath, listOperations, operationById, type ContractOperation, type OperationMatch } from './operations.ts';
export {
  validateFetchRequest,
  validateFetchResponse,
  validateRequest,
  validateResponse,
  readFetchBody,
  type RequestParts,
  type RequestValidation,
  type ValidationResult,
} from './validate.ts';
