import {
  MEMBER_TAG_PATTERN,
  MEMBER_TAGS_MAX,
  type OpsMemberProfile,
  opsSetMemberTags,
} from '@nova/contracts/api/ops-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useCan } from '../../lib/session';

/** A member's tags: search by `#tag`; operators with members.notes edit them. */
export function MemberTags({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (tags: string[]) =>
      callApi(opsSetMemberTags, { params: { id: member.id }, body: { tags } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'member', member.id] }),
    onError: (failure) => setError(errorText(t, failure)),
  });
  const editable = can('members.notes');
  const add = () => {
    const tag = text.trim().toLowerCase().replace(/^#/, '');
    if (!tag) return;
    if (!MEMBER_TAG_PATTERN.test(tag)) {
      setError(t('member.tags.invalid'));
      return;
    }
    if (member.tags.length >= MEMBER_TAGS_MAX) {
      setError(t('member.tags.tooMany', { max: MEMBER_TAGS_MAX }));
      return;
    }
    setError(null);
    setText('');
    if (!member.tags.includes(tag)) save.mutate([...member.tags, tag]);
  };
  return (
    <div className="tags-box">
      <h3 className="tags-title">{t('member.tags.title')}</h3>
      <div className="tag-list">
        {member.tags.length === 0 ? <span className="muted">{t('member.tags.none')}</span> : null}
        {member.tags.map((tag) => (
          <span className="tag" key={tag}>
            <Link to={`/members?q=${encodeURIComponent(`#${tag}`)}`}>#{tag}</Link>
            {editable ? (
              <button
                type="button"
                className="tag-remove"
                aria-label={t('member.tags.remove', { tag })}
                onClick={() => save.mutate(member.tags.filter((x) => x !== tag))}
              >
                <X size={12} aria-hidden="true" />
              </button>
            ) : null}
          </span>
        ))}
      </div>
      {editable ? (
        <form
          className="tag-add"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <input
            className="input input-sm"
            value={text}
            maxLength={33}
            placeholder={t('member.tags.placeholder')}
            aria-label={t('member.tags.add')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button size="sm" type="submit" busy={save.isPending}>
            {t('member.tags.add')}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p className="field-message" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
