// RUN: rm -rf %t && mkdir -p %t
// RUN: %accc -acc=host %s -Wl,-Map=%t/one.map -Wl,-rpath,/opt/accc-test-one -Wl,--wrap=puts -o %t/one 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: test -f %t/one.map
// RUN: llvm-readelf -d %t/one | FileCheck --check-prefix=ONE %s
// RUN: %accc -acc=host -c %s -Wa,--noexecstack -o %t/two.o 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %accc -acc=host %t/two.o -Wl,-rpath,/opt/accc-test-two -Wl,--wrap=puts -o %t/two
// RUN: llvm-readelf -d %t/two | FileCheck --check-prefix=TWO %s
// RUN: %t/two | FileCheck --check-prefix=OUT %s

// -Wl, options reach the link, whether accc compiles and links in one step
// or links objects; -Wa, reaches the assembler. They used to be taken for
// warning flags: the compile got them ("'linker' input unused") and the
// link did not (a Rodinia finding: -Wl,--wrap, -Wl,-rpath, -Wl,-Map).
// QUIET-NOT: unused
// ONE: RUNPATH{{.*}}/opt/accc-test-one
// TWO: RUNPATH{{.*}}/opt/accc-test-two
// OUT: wrapped: hello

#include <stdio.h>
int __real_puts(const char *s);
int __wrap_puts(const char *s) {
  printf("wrapped: ");
  return __real_puts(s);
}
int main(void) {
  puts("hello");
  return 0;
}
