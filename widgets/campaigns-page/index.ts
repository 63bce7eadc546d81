export { CampaignsPage, type CampaignsPageProps } from './CampaignsPage';
