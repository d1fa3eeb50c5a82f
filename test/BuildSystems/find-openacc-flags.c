// What CMake's FindOpenACC compiles, with the flags it tries: for compiler
// id Clang (as which accc identifies) -fopenacc (CMake 3.29 and later), and
// for unlisted compilers -fopenacc then -acc. accc takes both as no-ops
// (OpenACC is always on). The flag test needs _OPENACC defined; the version
// test needs _OPENACC's digits in a constant string of the program, which
// CMake reads from the binary as OpenACC_<lang>_SPEC_DATE.
//
// RUN: %accc -fopenacc -acc=host -DFLAG_TEST %s -o %t.flag && %t.flag
// RUN: %accc -acc -acc=host -DFLAG_TEST %s -o %t.acc && %t.acc
// RUN: %accc -acc=host -fopenacc -x c++ -DFLAG_TEST %s -o %t.cxx && %t.cxx
// RUN: %accc -fopenacc -acc=host %s -o %t.ver
// RUN: %t.ver | FileCheck %s -DVER=%openacc_version
// RUN: grep -a -o 'INFO:OpenACC-date\[[0-9]*\]' %t.ver \
// RUN:   | FileCheck %s -DVER=%openacc_version
// RUN: %accc -fopenacc -acc=multicore -c %s -o %t.o
// RUN: %accc -fopenacc -acc=multicore %t.o -o %t.mc
// RUN: %t.mc | FileCheck %s -DVER=%openacc_version
// CHECK: INFO:OpenACC-date[[[VER]]]
// RUN: %accc --help | FileCheck %s --check-prefix=HELP
// HELP: -fopenacc and -acc (what
// HELP-NEXT: CMake's FindOpenACC and nvc makefiles pass) are accepted and implied;

#ifdef FLAG_TEST
#ifndef _OPENACC
#error "_OPENACC is not defined"
#endif
int main(void) { return 0; }
#else
#include <stdio.h>
#define DIGIT(p) ('0' + (_OPENACC / (p)) % 10)
static const char Info[] = {'I', 'N', 'F', 'O', ':', 'O', 'p', 'e', 'n',
                            'A', 'C', 'C', '-', 'd', 'a', 't', 'e', '[',
                            DIGIT(100000), DIGIT(10000), DIGIT(1000),
                            DIGIT(100), DIGIT(10), DIGIT(1), ']', '\0'};
int main(void) {
  puts(Info);
  return 0;
}
#endif
