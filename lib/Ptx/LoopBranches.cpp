//===- LoopBranches.cpp - Loop branches ptxas unrolls ---------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The rules are in the header. The PTX is read line by line, a function at a
// time (register names are a function's own).
//
//===----------------------------------------------------------------------===//

#include "accc/Ptx/LoopBranches.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <vector>

using llvm::StringRef;

namespace accc::ptx {

namespace {

/// Whether \p C may be part of a PTX identifier.
bool identChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '$' || C == '%';
}

/// Whether \p Line starts a function: `[.visible|.weak|.extern]* .entry`
/// or `.func`.
bool startsFunction(StringRef Line) {
  llvm::SmallVector<StringRef, 4> Words;
  Line.trim().split(Words, ' ', /*MaxSplit=*/3, /*KeepEmpty=*/false);
  for (StringRef W : Words) {
    if (W == ".entry" || W == ".func")
      return true;
    if (W != ".visible" && W != ".weak" && W != ".extern")
      return false;
  }
  return false;
}

/// The label that \p Line defines (`$L__BB0_4:`, perhaps with a comment
/// after it), or empty.
StringRef labelOf(StringRef Line) {
  size_t Colon = Line.find(':');
  if (Colon == 0 || Colon == StringRef::npos)
    return {};
  StringRef Name = Line.take_front(Colon), Rest = Line.drop_front(Colon + 1);
  Rest = Rest.trim();
  if (!llvm::all_of(Name, identChar) ||
      (!Rest.empty() && !Rest.starts_with("//")))
    return {};
  return Name;
}

/// `bra $L__BB0_10;` (or, where \p Uni, `bra.uni $L__BB0_10;`) ->
/// "$L__BB0_10"; empty for any other line.
StringRef branchTarget(StringRef L, bool Uni) {
  L = L.trim();
  if (!(Uni && L.consume_front("bra.uni")) && !L.consume_front("bra"))
    return {};
  if (L.empty() || (L[0] != ' ' && L[0] != '\t'))
    return {};
  L = L.trim();
  return L.consume_back(";") ? L.trim() : StringRef();
}

/// `@%p6 bra $L__BB0_4;` -> {"%p6", "$L__BB0_4"}.
std::optional<std::pair<StringRef, StringRef>> conditionalBranch(StringRef L) {
  L = L.trim();
  if (!L.consume_front("@%p"))
    return std::nullopt;
  size_t Digits = L.find_first_not_of("0123456789");
  if (Digits == 0 || Digits == StringRef::npos)
    return std::nullopt;
  StringRef Pred(L.data() - 2, Digits + 2);
  L = L.drop_front(Digits);
  if (!L.starts_with(" ") && !L.starts_with("\t"))
    return std::nullopt;
  StringRef Target = branchTarget(L, /*Uni=*/false);
  if (Target.empty())
    return std::nullopt;
  return std::make_pair(Pred, Target);
}

/// The lines of \p Lines[Begin, End) where the register \p Reg appears, a
/// line once for each appearance.
std::vector<size_t> usesOf(const std::vector<std::string> &Lines,
                           size_t Begin, size_t End, StringRef Reg) {
  std::vector<size_t> Uses;
  for (size_t I = Begin; I < End; ++I) {
    StringRef L = Lines[I];
    for (size_t P = L.find(Reg); P != StringRef::npos;
         P = L.find(Reg, P + 1)) {
      size_t After = P + Reg.size();
      if ((After == L.size() || !identChar(L[After])) &&
          (P == 0 || !identChar(L[P - 1])))
        Uses.push_back(I);
    }
  }
  return Uses;
}

/// The complement of an integer comparison of setp, or empty.
StringRef complement(StringRef Cmp) {
  static const std::pair<const char *, const char *> Pairs[] = {
      {"eq", "ne"}, {"lt", "ge"}, {"le", "gt"}, {"lo", "hs"}, {"ls", "hi"}};
  for (auto [A, B] : Pairs) {
    if (Cmp == A)
      return B;
    if (Cmp == B)
      return A;
  }
  return {};
}

/// \p Line with its setp comparison of the single result \p Pred replaced
/// by the complement (rule 2), or nothing.
std::optional<std::string> complementedSetp(StringRef Line, StringRef Pred) {
  size_t Start = Line.find_first_not_of(" \t");
  if (Start == StringRef::npos)
    return std::nullopt;
  StringRef Rest = Line.drop_front(Start);
  if (!Rest.consume_front("setp."))
    return std::nullopt;
  size_t Space = Rest.find_first_of(" \t");
  if (Space == StringRef::npos)
    return std::nullopt;
  llvm::SmallVector<StringRef, 3> Parts;
  Rest.take_front(Space).split(Parts, '.');
  if (Parts.size() != 2)
    return std::nullopt;
  StringRef Type = Parts[1];
  bool IntegerType = Type.size() >= 3 && StringRef("bsu").contains(Type[0]) &&
                     (Type.drop_front() == "16" || Type.drop_front() == "32" ||
                      Type.drop_front() == "64");
  StringRef Inverse = complement(Parts[0]);
  StringRef Operands = Rest.drop_front(Space).ltrim();
  if (!IntegerType || Inverse.empty() || !Operands.consume_front(Pred) ||
      !Operands.ltrim().starts_with(","))
    return std::nullopt;
  return (Line.take_front(Start) + "setp." + Inverse + "." + Type +
          Rest.drop_front(Space))
      .str();
}

unsigned rewriteFunction(std::vector<std::string> &Lines, size_t Begin,
                         size_t End) {
  llvm::StringMap<size_t> Labels;
  for (size_t I = Begin; I < End; ++I)
    if (StringRef Name = labelOf(Lines[I]); !Name.empty())
      Labels[Name] = I;
  unsigned N = 0;
  for (size_t I = Begin; I + 2 < End; ++I) {
    auto Cond = conditionalBranch(Lines[I]);
    StringRef Head = branchTarget(Lines[I + 1], /*Uni=*/true);
    if (!Cond || Head.empty() || labelOf(Lines[I + 2]) != Cond->second)
      continue;
    auto It = Labels.find(Head);
    if (It == Labels.end() || It->second >= I)
      continue; // Rule 1: a back edge only.
    std::string Pred = Cond->first.str(), Target = Head.str();
    std::vector<size_t> Uses = usesOf(Lines, Begin, End, Pred);
    if (Uses.size() != 2 || Uses[0] == Uses[1] ||
        llvm::count(Uses, I) != 1)
      continue; // Rule 2: one definition, one use.
    size_t Def = Uses[0] == I ? Uses[1] : Uses[0];
    std::optional<std::string> Setp = complementedSetp(Lines[Def], Pred);
    if (!Setp)
      continue;
    StringRef Branch = Lines[I];
    std::string Indent = Branch.take_front(Branch.find('@')).str();
    Lines[Def] = *Setp;
    Lines[I] = Indent + "@" + Pred + " bra \t" + Target + ";";
    Lines[I + 1].clear(); // Rule 3.
    ++N;
  }
  return N;
}

} // namespace

unsigned rewriteLoopBranches(std::string &Ptx) {
  std::vector<std::string> Lines;
  llvm::SmallVector<StringRef, 0> Parts;
  StringRef(Ptx).split(Parts, '\n');
  for (StringRef P : Parts)
    Lines.push_back(P.str());
  unsigned N = 0;
  size_t Begin = 0;
  for (size_t I = 0; I <= Lines.size(); ++I)
    if (I == Lines.size() || startsFunction(Lines[I])) {
      N += rewriteFunction(Lines, Begin, I);
      Begin = I;
    }
  if (N)
    Ptx = llvm::join(Lines, "\n");
  return N;
}

} // namespace accc::ptx
