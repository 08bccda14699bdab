; Gold & Glory's own wording of Inno Setup messages (English), read after Default.isl.
;
; The install-mode dialog shows its text in a label that takes "&" for the next letter's
; keyboard shortcut: with the app's name given as %1 it read "Gold _Glory".  Here the name
; is written out with the "&" doubled, which the label shows as one "&".  The rest of each
; message is Inno Setup 6's own (Default.isl).  tests/test_packaging.py checks the name.

[Messages]
PrivilegesRequiredOverrideText1=Gold && Glory can be installed for all users (requires administrative privileges), or for you only.
PrivilegesRequiredOverrideText2=Gold && Glory can be installed for you only, or for all users (requires administrative privileges).
