export { BrandingTab, type BrandingTabProps, type BrandingSection } from './BrandingTab';
