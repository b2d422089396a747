// Plain (non-module) stylesheets have no exports; tests only need the import to resolve.
export default {};
