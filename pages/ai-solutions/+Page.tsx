export { FamilyPage as default } from '../_family/FamilyPage.js';
