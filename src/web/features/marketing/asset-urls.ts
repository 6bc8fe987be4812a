/** Where an asset's file downloads from (streamed after the server's check; each download is counted). */
export const assetDownloadUrl = (id: string) => `/api/marketing/assets/${encodeURIComponent(id)}/download`;
/** An image asset's preview (JPEG, not counted). */
export const assetThumbnailUrl = (id: string, version?: string) =>
  `/api/marketing/assets/${encodeURIComponent(id)}/thumbnail${version ? `?v=${encodeURIComponent(version)}` : ''}`;
