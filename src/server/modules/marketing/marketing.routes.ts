import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse, fileResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { asDownload } from '../../lib/download';
import { refuseUpload } from '../../lib/document-upload';
import { routeKit, who } from '../../lib/route-kit';
import { ZId, ZOk } from '../../../shared/http';
import {
  MARKETING_MESSAGES,
  ZMarketingAsset,
  ZMarketingAssetFields,
  ZMarketingAssetList,
  ZMarketingAssetQuery,
  ZMarketingAssetStats,
  ZMarketingAssetUpdate,
  ZMarketingBrandOptions,
  ZMarketingDownloadQuery,
} from '../../../shared/marketing.contracts';
import { parseFields, readAssetForm } from './asset-form';

const ZFile = documentResponse('The file (private; streamed after the permission check)');

/**
 * Marketing routes: marketing.view (franchisor, admin, franchisee) reads and downloads, marketing.manage (franchisor)
 * writes; the management list and statistics are head office's (a franchisee gets 403). Row-level security (migration
 * 0021) limits a franchisee to the active assets of their brands; an asset they may not see is a 404.
 */
export async function marketingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['marketing']);
  const view = ctx.guards.can('marketing.view');
  const manage = ctx.guards.can('marketing.manage');

  api.get(
    '/api/marketing/library',
    view,
    {
      summary: 'The library as franchisees browse it: active assets of their brands (or every brand) valid today, paged',
      querystring: ZMarketingAssetQuery,
      response: { 200: ZMarketingAssetList },
    },
    async (req) => ctx.marketing.library(requireActor(req), req.query),
  );
  api.get(
    '/api/marketing/brands',
    view,
    {
      summary: 'Brands for the library’s pickers: every brand for head office, own brands for a franchisee',
      response: { 200: ZMarketingBrandOptions },
    },
    async (req) => ctx.marketing.brandOptions(requireActor(req)),
  );
  api.get(
    '/api/marketing/assets',
    view,
    {
      summary: 'Head office’s list: every asset (search title/description; type, category, brand, status; sorts), paged',
      querystring: ZMarketingAssetQuery,
      response: { 200: ZMarketingAssetList },
    },
    async (req) => ctx.marketing.list(requireActor(req), req.query),
  );
  api.post(
    '/api/marketing/assets',
    manage,
    {
      summary:
        'New asset (multipart: fields title, description, type, category, brandId (empty: all brands), validFrom, validUntil, videoUrl, then "file": PDF, DOC, DOCX, JPG or PNG ≤ 5 MB checked by content; an image JPG/PNG; a video a link and no file)',
      response: { 201: ZMarketingAsset },
      errors: [413, 422, 429],
      upload: {
        file: 'A PDF, DOC, DOCX, JPG or PNG file, at most 5 MB (checked by content); none for a video',
        fields: {
          title: 'Title',
          description: 'Description',
          type: 'image, document, video or template',
          category: 'Category',
          brandId: 'Brand id; empty for all brands',
          validFrom: 'YYYY-MM-DD',
          validUntil: 'YYYY-MM-DD',
          videoUrl: 'A video’s link',
        },
      },
    },
    async (req, reply) => {
      const form = await readAssetForm(req);
      const fields = parseFields(ZMarketingAssetFields, form.fields);
      return reply.status(201).send(await ctx.marketing.create(who(req), fields, form.file));
    },
  );
  api.get(
    '/api/marketing/assets/:id',
    view,
    { summary: 'One asset the caller may see', params: ZId, response: { 200: ZMarketingAsset }, errors: [404] },
    async (req) => ctx.marketing.get(requireActor(req), req.params.id),
  );
  api.patch(
    '/api/marketing/assets/:id',
    manage,
    {
      summary: 'Edit an asset’s details, archive (status "archived") or restore it',
      params: ZId,
      body: ZMarketingAssetUpdate,
      example: { title: 'Halo-Halo Summer Promo Poster', category: 'Promotions', validFrom: '2026-03-01', validUntil: '2026-05-31' },
      response: { 200: ZMarketingAsset },
      errors: [404],
    },
    async (req) => ctx.marketing.update(who(req), req.params.id, req.body),
  );
  api.post(
    '/api/marketing/assets/:id/file',
    manage,
    {
      summary: 'Replace the file (multipart "file", same rules as a new asset; an image gets a new preview)',
      params: ZId,
      response: { 200: ZMarketingAsset },
      errors: [404, 413, 422, 429],
      upload: { file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)' },
    },
    async (req) => {
      const { file } = await readAssetForm(req);
      if (!file) throw refuseUpload(MARKETING_MESSAGES.chooseFile);
      return ctx.marketing.replaceFile(who(req), req.params.id, file);
    },
  );
  api.delete(
    '/api/marketing/assets/:id',
    manage,
    { summary: 'Delete an asset, its file and its download history', params: ZId, response: { 200: ZOk }, errors: [404] },
    async (req) => {
      await ctx.marketing.remove(who(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.get(
    '/api/marketing/assets/:id/stats',
    view,
    { summary: 'Downloads of an asset per location (head office)', params: ZId, response: { 200: ZMarketingAssetStats }, errors: [404] },
    async (req) => ctx.marketing.stats(requireActor(req), req.params.id),
  );
  api.get(
    '/api/marketing/assets/:id/thumbnail',
    view,
    {
      summary: 'The preview of an asset whose file is a JPG or PNG (a JPEG; not counted as a download)',
      params: ZId,
      response: { 200: fileResponse('image/jpeg', 'A preview image') },
      errors: [404],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await ctx.marketing.thumbnail(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
  api.get(
    '/api/marketing/assets/:id/download',
    view,
    {
      summary: 'Download the asset’s file; counted for the franchisee’s location (?locationId, default their first of the brand)',
      params: ZId,
      querystring: ZMarketingDownloadQuery,
      response: { 200: ZFile },
      errors: [404],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await ctx.marketing.download(requireActor(req), req.params.id, req.query.locationId);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
}
