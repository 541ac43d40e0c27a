// Loaded for every test file; jest-dom matchers only matter in the DOM project but are harmless in node.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Lazy screens and chunks resolve slowly on a busy 2-core CI machine; the default 1 s for findBy/waitFor
// made correct screens fail by timing alone. What a test waits for is unchanged.
configure({ asyncUtilTimeout: 8000 });
