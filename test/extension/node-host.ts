// Tests of the extension's code in Node run it on the Node side of the platform seam, as the desktop entry chooses.
import { nodePlatform } from '../../extension/node/platform';
import { usePlatform } from '../../extension/platform';

usePlatform(nodePlatform('dist'));
