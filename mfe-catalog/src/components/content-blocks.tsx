import type { ContentBlock } from 'shared-contracts';
import styles from './content-blocks.module.css';

/** Headings, paragraphs and lists of a post or content page, as the semantic elements they are. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.type === 'list')
          return (
            <ul key={index}>
              {(block.items ?? []).map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
