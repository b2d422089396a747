// The client builds `/artist/{slug}` links with the same rule, so it lives once in
// @encore/shared-rules (tests there); the SQL twin encore_name_slug() is checked against it by
// test/catalogue/text-rules.e2e-spec.ts.
export { nameSlug } from '@encore/shared-rules';
