// The unit tests run in Node: the code under test gets what the Node entry points choose of the platform seam.
import { useNodePlatform } from '../../src/platform/node/use';

useNodePlatform();
