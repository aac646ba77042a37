/* kbf_regs.h: the device's registers (found through -I$(src)/inc) */
#ifndef KBF_REGS_H
#define KBF_REGS_H
#define KBF_REG_CTRL	0x00
#define KBF_REG_STATUS	0x04
#endif
