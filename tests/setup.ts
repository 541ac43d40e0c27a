// Loaded for every test file; jest-dom matchers only matter in the DOM project but are harmless in node.
import '@testing-library/jest-dom/vitest';
