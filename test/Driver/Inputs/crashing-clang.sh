#!/bin/sh
# A stand-in for clang that crashes in its back end as clang 22 does
# (test/Driver/compile-step-clang-crash.c): a warning of the user's first,
# then LLVM's pretty stack trace, on stderr.
cat >&2 <<'OUT'
user.c:3:7: warning: a warning from before the crash [-Wfake]
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace, preprocessed source, and associated run script.
Stack dump:
0.	Program arguments: clang -fopenmp -O2 -c /tmp/accc-123/0-user.c -o user.o
1.	<eof> parser at end of file
2.	Code generation
3.	Running pass 'Function Pass Manager' on module '/tmp/accc-123/0-user.c'.
4.	Running pass 'X86 DAG->DAG Instruction Selection' on function '@_ZN2ns4stepEiPd.omp_outlined.1'
 #0 0x00007f9a45eb8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)
 #1 0x00007f9a45eb5fd3 llvm::sys::RunSignalHandlers()
clang: error: clang frontend command failed with exit code 139 (use -v to see invocation)
OUT
exit 1
