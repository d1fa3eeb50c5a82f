// accc-ptxas, the ptxas of accc's GPU compiles (tools/accc-ptxas): it
// rewrites the two-jump loop latches of the PTX file it is given
// (lib/Ptx/LoopBranches.cpp) into a file beside it and runs CUDA's ptxas
// ($ACCC_PTXAS; here a stand-in that prints what it gets) with the same
// arguments on that file, then removes it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -n 's|^//PTX: \{0,1\}||p' %s > %t/k.s
// RUN: printf '#!/bin/sh\nfor a; do case "$a" in *.s) cat "$a";; esac; done\necho "args: $*"\nexit 3\n' > %t/ptxas
// RUN: chmod +x %t/ptxas
// RUN: env ACCC_PTXAS=%t/ptxas not %accc-prefix/libexec/accc-ptxas -arch=sm_90 %t/k.s -o %t/k.cubin | FileCheck %s
// The exit-on-equal latch: the complement, the branch back to the loop's
// head, the unconditional jump's line left empty.
// CHECK: $L__BB0_3:
// CHECK: setp.ne.s32 %p5, %r2, %r1;
// CHECK-NEXT: @%p5 bra $L__BB0_3;
// CHECK-EMPTY:
// CHECK-NEXT: $L__BB0_4:
// A latch whose predicate is used again stays.
// CHECK: setp.eq.s32 %p6, %r2, %r1;
// CHECK-NEXT: selp.b32 %r7, 1, 0, %p6;
// CHECK-NEXT: @%p6 bra $L__BB0_6;
// CHECK-NEXT: bra.uni $L__BB0_5;
// The same arguments, the rewritten file in place of the input.
// CHECK: args: -arch=sm_90 {{.*}}k-accc-{{[a-zA-Z0-9]+}}.s -o {{.*}}k.cubin
// ptxas's status is accc-ptxas's (3: `not` above); the file is gone.
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// FILES-NOT: accc-
// A file with nothing to rewrite goes to ptxas as it is.
// RUN: grep -v 'bra.uni' %t/k.s > %t/plain.s
// RUN: env ACCC_PTXAS=%t/ptxas not %accc-prefix/libexec/accc-ptxas %t/plain.s | FileCheck %s --check-prefix=PLAIN
// PLAIN: args: {{.*}}plain.s{{$}}
//
//PTX: .visible .entry k(
//PTX: 	.param .u32 k_param_0
//PTX: )
//PTX: {
//PTX: 	.reg .pred 	%p<8>;
//PTX: 	mov.b32 	%r2, 0;
//PTX: $L__BB0_3:                              // =>This Inner Loop Header: Depth=1
//PTX: 	add.s32 	%r2, %r2, 1;
//PTX: 	setp.eq.s32 	%p5, %r2, %r1;
//PTX: 	@%p5 bra 	$L__BB0_4;
//PTX: 	bra.uni 	$L__BB0_3;
//PTX: $L__BB0_4:
//PTX: 	mov.b32 	%r2, 0;
//PTX: $L__BB0_5:
//PTX: 	add.s32 	%r2, %r2, 1;
//PTX: 	setp.eq.s32 	%p6, %r2, %r1;
//PTX: 	selp.b32 	%r7, 1, 0, %p6;
//PTX: 	@%p6 bra 	$L__BB0_6;
//PTX: 	bra.uni 	$L__BB0_5;
//PTX: $L__BB0_6:
//PTX: 	ret;
//PTX: }
