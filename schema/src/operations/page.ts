/** The variables and arguments every paged admin list takes (see ADMIN_PAGE_SIZE). */
export const PAGE_VARIABLES = '$offset: Int, $limit: Int, $search: String';
export const PAGE_ARGUMENTS = 'offset: $offset, limit: $limit, search: $search';
