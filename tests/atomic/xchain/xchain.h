/* xchain: the three files' shared declarations */
void xchain_fill(void);
void xchain_step(void);
int xchain_setup(int irq);
