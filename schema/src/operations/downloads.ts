/** The downloads feature's documents, written once for the PWA, the REST shim rows and the tests. */

export const DOWNLOAD_FILE_FIELDS = 'path fileName size sha256 contentType uploadedAt';

export const DOWNLOAD_FILES_QUERY = `query DownloadFiles { downloadFiles { ${DOWNLOAD_FILE_FIELDS} } }`;

export const DOWNLOAD_SLOTS_QUERY = `query DownloadSlots {
  downloadSlots { path label format offlineSet file { ${DOWNLOAD_FILE_FIELDS} } }
}`;

export const REMOVE_DOWNLOAD_FILE_MUTATION = `mutation RemoveDownloadFile($path: String!) { removeDownloadFile(path: $path) }`;
