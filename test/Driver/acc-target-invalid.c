// RUN: not %accc -acc=foo -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc= -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=EMPTY

// CHECK: accc: error: invalid value 'foo' in '-acc=': expected gpu, multicore or host
// EMPTY: accc: error: invalid value '' in '-acc=': expected gpu, multicore or host
int main(void) { return 0; }
