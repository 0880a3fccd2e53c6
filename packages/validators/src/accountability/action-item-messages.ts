// Contract §15 'action items' and 'session notes': the messages of the API and the texts of the screens.

export const ACTION_ITEM_MESSAGES = {
  titleRequired: "Please give the action item a title",
  titleTooLong: "Please keep the title to 200 characters",
  detailsTooLong: "Please keep the details to 2,000 characters",
  dueDateInvalid: "Please give the due date as a calendar date (YYYY-MM-DD)",
  statusInvalid: "The status is open or done",
  itemNotFound: "Action item not found",
  assigneeNotInBusiness: "The assignee must be an active member of the business",
  sessionNotOfBusiness: "That session is not one of the business's",
  businessRequired: "Please choose the business the action item is for",
  businessNotFound: "Business not found",
  mayNotDelete: "Only whoever created the action item, the business's owner or a coach can delete it",
  notesTooLong: "Please keep the notes to 20,000 characters",
  privateNoteTooLong: "Please keep the private note to 10,000 characters",
  tooManyItems: "Please add at most 20 action items at a time",
  itemsNeedBusiness:
    "Action items from notes go to the session's business: a group or strategy session has none",
} as const;

export const ACTION_ITEM_TEXTS = {
  cardTitle: "Action Items",
  cardIntro: "What your business agreed to do next.",
  empty: "No open action items. Add one below, or your coach adds them after a session.",
  loadFailed: "The action items could not be loaded.",
  overdue: "Overdue",
  due: (date: string) => `Due ${date}`,
  assignedTo: (name: string) => `For ${name}`,
  markDone: (title: string) => `Mark "${title}" done`,
  markOpen: (title: string) => `Mark "${title}" open again`,
  addForm: "Add an action item",
  addTitle: "New action item",
  addTitlePlaceholder: "What needs doing?",
  addDueDate: "Due date (optional)",
  addButton: "Add",
  added: "Action item added",
  addFailed: "The action item was not added",
  doneFailed: "The action item was not changed",
  listLabel: "Open action items",
  sessionItems: "Action items",
  doneLabel: "Done",
} as const;

export const SESSION_NOTES_TEXTS = {
  notes: "Notes for the business",
  notesHint:
    "Shown with the past session on the business's Sessions page (a group session: those who took part).",
  privateNote: "Private note",
  privateNoteHint: "Only coaches see this.",
  addItems: "Add action items",
  addItemsHint: "Saved with the notes, for the session's business.",
  addRow: "Add a row",
  givenItems: "Action items this session gave",
  itemTitle: "Title",
  itemDueDate: "Due date",
  itemAssignee: "Assignee",
  nobody: "Nobody",
  removeRow: (n: number) => `Remove action item row ${n}`,
  closeDialog: "Close",
  saved: "Notes saved",
  saveFailed: "The notes were not saved",
  noBusinessForItems:
    "A group or free strategy session has no one business: add action items from a one-to-one session.",
} as const;
