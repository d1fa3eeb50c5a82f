// RUN: %accc -acc=host -Wunused-variable -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -Wunused-variable -c %s -o %t.o 2>&1 | FileCheck %s %}

// A declaration that only the compile of the translation warns of: the
// OpenACC parse leaves clang's warnings to that compile (DeferredWarnings),
// which reports them at the lines its #line markers give.
#define COMPILE_STEP_WARNING(name) int name

// The translation of declare directives adds lines (the compound statement
// of a target data region, the exit data before a return and at the end of
// the block); '#line' markers keep clang's diagnostics on the user's lines.
int g[8];
#pragma acc declare create(g)
static int s[8];
#pragma acc declare copyin(s)
int f(int n, int *x) {
  #pragma acc declare copyin(x[0:n])
  if (n < 0)
    return -1;
  {
    int u = 0;
    #pragma acc declare create(u)
    // CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: warning: unused variable 
    COMPILE_STEP_WARNING(unused1);
    x[0] = u;
  }
  // CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: warning: unused variable 
  COMPILE_STEP_WARNING(unused2);
  return s[0] + g[0];
  // CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: warning: unused variable 
  COMPILE_STEP_WARNING(unused3);
}
// CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: warning: unused variable 
static COMPILE_STEP_WARNING(unused4);
