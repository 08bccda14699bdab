; Gold & Glory's own wording of Inno Setup messages (Korean), read after Korean.isl.
;
; The install-mode dialog shows its text in a label that takes "&" for the next letter's
; keyboard shortcut: with the app's name given as %1 it read "Gold _Glory".  Here the name
; is written out with the "&" doubled, which the label shows as one "&".  The rest of each
; message is Inno Setup 6's own (Languages\Korean.isl), with the particle that follows the
; name ("Glory" ends in a vowel).  tests/test_packaging.py checks the name.

[Messages]
PrivilegesRequiredOverrideText1=Gold && Glory는 모든 사용자 (관리자 권한 필요) 또는 사용자용으로 설치합니다.
PrivilegesRequiredOverrideText2=Gold && Glory는 현재 사용자 또는 모든 사용자 (관리자 권한 필요)용으로 설치합니다.
