export { default, generateMetadata } from '../../[[...slug]]/page';
