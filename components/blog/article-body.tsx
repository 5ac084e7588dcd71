import { renderMarkdown } from "@/lib/content/markdown";
import styles from "./article-body.module.css";

/** An article's Markdown, rendered on the server (no client JavaScript). */
export function ArticleBody({ markdown }: { markdown: string }) {
  return <div className={styles.body} data-testid="article-content" dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
