import { SITE_API } from '../../../shared/site-info';

export { HEAD_OFFICE, HOW_IT_WORKS } from '../../../shared/site-info';
export const SITE_API_PUBLIC = SITE_API.public;
