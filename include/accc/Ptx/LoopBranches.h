//===- LoopBranches.h - Loop branches ptxas unrolls -------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// LLVM 22's NVPTX back end cannot reverse a branch condition, so a loop
// whose exit test is `==` (what LLVM makes of most counted loops) ends in
// two jumps:
//
//     setp.eq.s32   %p6, %r15, %r19;
//     @%p6 bra      $L__BB0_4;      // leave the loop
//     bra.uni       $L__BB0_10;     // back to its head
//   $L__BB0_4:
//
// ptxas (CUDA 13, sm_90) unrolls a loop only where its back edge is the
// conditional branch (as NVVM writes every loop), so it never unrolls
// these: a matrix product's k loop kept 8 loads in flight where CUDA's
// kept 32, 0.78 of CUDA's speed (docs/performance.md, "Loop branches for
// ptxas"). rewriteLoopBranches gives such latches that form:
//
//     setp.ne.s32   %p6, %r15, %r19;
//     @%p6 bra      $L__BB0_10;
//                                   // (the jump's line, left empty)
//   $L__BB0_4:
//
// Rules (each must hold, or the lines stay as they are):
//  1. a conditional branch to the label on the line after next, then an
//     unconditional branch to a label earlier in the same function (a back
//     edge);
//  2. the predicate appears exactly twice in the function: in one setp of
//     an integer comparison (eq, ne, lt, le, gt, ge, lo, ls, hi, hs; types
//     b, s, u of 16, 32 or 64 bits; no boolean operation, no second
//     result) and in the branch; the comparison is then replaced by its
//     complement, exact for integers;
//  3. the unconditional branch's line becomes empty, so that ptxas's
//     messages keep the lines of the file LLVM wrote.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_PTX_LOOPBRANCHES_H
#define ACCC_PTX_LOOPBRANCHES_H

#include <string>

namespace accc::ptx {

/// Rewrites the two-jump loop latches of the PTX module \p Ptx in place
/// (rules above); returns how many it rewrote.
unsigned rewriteLoopBranches(std::string &Ptx);

} // namespace accc::ptx

#endif // ACCC_PTX_LOOPBRANCHES_H
