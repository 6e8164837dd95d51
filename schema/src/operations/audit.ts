/** The audit feature's document: the Owner's activity log. */

export const AUDIT_LOG_QUERY = `query AuditLog($offset: Int, $limit: Int, $search: String, $actorId: ID, $action: String, $from: DateTimeISO, $to: DateTimeISO) {
  auditLog(offset: $offset, limit: $limit, search: $search, actorId: $actorId, action: $action, from: $from, to: $to) {
    total
    items { id at actor actorId action target ip fields }
  }
}`;
