import {
  MEMBER_NOTE_MAX_LENGTH,
  type OpsMemberProfile,
  opsAddMemberNote,
  opsMemberNotes,
} from '@nova/contracts/api/ops-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../components/field';
import { Button, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';

/** Operators' notes on a member: added, never edited or removed. */
export function MemberNotes({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const can = useCan();
  const tz = useOperator().brand.timezone;
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const key = ['ops', 'member', member.id, 'notes'];
  const list = useKeysetList(key, (before) =>
    callApi(opsMemberNotes, { params: { id: member.id }, query: { before, limit: 25 } }),
  );
  const add = useMutation({
    mutationFn: () =>
      callApi(opsAddMemberNote, { params: { id: member.id }, body: { text: text.trim() } }),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'member', member.id] });
    },
  });
  return (
    <div className="notes">
      {can('members.notes') ? (
        <form
          className="note-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) add.mutate();
          }}
        >
          {add.isError ? <Notice tone="bad">{errorText(t, add.error)}</Notice> : null}
          <TextArea
            label={t('member.notes.new')}
            rows={2}
            maxLength={MEMBER_NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={add.isPending} disabled={!text.trim()}>
              {t('member.notes.add')}
            </Button>
          </div>
        </form>
      ) : null}
      {list.error ? <Notice tone="bad">{list.error}</Notice> : null}
      {list.rows.length === 0 && !list.loading ? (
        <p className="muted pad">{t('member.notes.none')}</p>
      ) : null}
      <ol className="note-list">
        {list.rows.map((note) => (
          <li key={note.id} className="note">
            <div className="note-meta">
              <strong>{note.author}</strong> · {dateTime(note.createdAt, tz)}
            </div>
            <p>{note.text}</p>
          </li>
        ))}
      </ol>
      {list.hasMore ? (
        <Button onClick={list.onMore} busy={list.loadingMore}>
          {t('common.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
