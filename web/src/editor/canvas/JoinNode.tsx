import { Handle, Position } from '@xyflow/react';
import { memo } from 'react';

const hidden = { opacity: 0, pointerEvents: 'none' as const };

/** Where a switch's branch columns meet again before the next step: a point, not a box. */
export const JoinNode = memo(function JoinNode() {
  return (
    <div style={{ width: 8, height: 8, borderRadius: 4, background: 'var(--colorNeutralStroke1)' }}>
      <Handle type="target" position={Position.Top} style={hidden} isConnectable={false} />
      <Handle type="source" position={Position.Bottom} style={hidden} isConnectable={false} />
    </div>
  );
});
