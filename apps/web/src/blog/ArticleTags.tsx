import classes from './ArticleMeta.module.css';

type ArticleTagsProps = {
  readonly tags: readonly string[];
  readonly className?: string;
};

export function ArticleTags({ tags, className }: ArticleTagsProps) {
  return (
    <ul
      className={className === undefined ? classes.tags : `${classes.tags} ${className}`}
      aria-label="Tags"
    >
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
