export { LocationsSection } from '@/features/maps';
