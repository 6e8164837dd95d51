import type { OperationData } from '../openapi/operation-schema.js';
import { itemOf, type JsonSchema, listOf, object, text } from '../openapi/json-schema.js';
import { field } from './request-values.js';
import { type ShimRoute, shimRoute } from './shim-route.js';

/** A submission table's two admin rows: the whole list, and a remark saved on one row. */
export interface RemarkedListRoutes<ListData, RemarkData, Row> {
  /** The list's path; a remark is saved with PUT `<path>/:id/remark`. */
  path: string;
  list: { operation: string; rows: (data: ListData) => Row[] };
  remark: { operation: string; row: (data: RemarkData) => Row };
  /** How a row reads in the old client's answers (its `_id`, its field names). */
  view: (row: Row) => unknown;
  /** For /api/openapi.json: what the rows are, and `view` applied to a row's schema. */
  doc: { rows: string; view: (row: JsonSchema | undefined) => JsonSchema };
}

/**
 * The shim rows of an admin list with remarks (spec §3): GET answers every row newest first, PUT
 * saves `remark` on the row named by the path's id and answers that row. The server checks the
 * id (a malformed one is 404, like an unknown one), so every table answers alike.
 */
export function remarkedListRoutes<ListData, RemarkData, Row>({ path, list, remark, view, doc }: RemarkedListRoutes<ListData, RemarkData, Row>): ShimRoute[] {
  return [
    shimRoute<ListData>({
      method: 'GET',
      path,
      operation: list.operation,
      doc: { summary: `Every one of the ${doc.rows}, newest first`, access: 'admin', answer: (data) => listOf(doc.view(itemOf(onlyField(data)))) },
      respond: (data) => ({ body: list.rows(data).map(view) }),
    }),
    shimRoute<RemarkData>({
      method: 'PUT',
      path: `${path}/:id/remark`,
      operation: remark.operation,
      doc: {
        summary: `Saves the admin’s remark on one of the ${doc.rows}`,
        access: 'admin',
        body: object({ remark: text() }),
        answer: (data) => doc.view(onlyField(data)),
      },
      variables: (request) => ({ id: request.params.id, remark: field(request, 'remark') }),
      respond: (data) => ({ body: view(remark.row(data)) }),
    }),
  ];
}

/** The one field these operations select. */
const onlyField = (data: OperationData) => Object.values(data)[0];
