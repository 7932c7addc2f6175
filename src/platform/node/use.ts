// What a Node entry point (the CLI, the desktop extension and their workers) chooses of the platform seam.
import { useInflate } from '../inflate';
import { nodeInflate } from './inflate';

export function useNodePlatform(): void {
  useInflate(nodeInflate);
}
