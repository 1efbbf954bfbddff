// Types for the jest-dom matchers that @toolbox/vitest's DOM setup installs (toBeInTheDocument, ...).
/// <reference types="@testing-library/jest-dom/vitest" />
