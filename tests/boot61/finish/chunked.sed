# chunked: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: module_param() for MODULE_PARM()
s|^MODULE_PARM(ck_major, "i");$|module_param(ck_major, int, 0444);|
