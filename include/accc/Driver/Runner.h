//===- Runner.h - The clang commands of one accc run ------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Every program accc runs: the preprocessor on the user's source (-E, -M,
// and the preprocessed unit of a source whose OpenACC is in headers or
// macros), the OpenMP compile of a translation, the link. Driver.cpp
// decides which run when.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_RUNNER_H
#define ACCC_DRIVER_RUNNER_H

#include "accc/Driver/DriverOptions.h"
#include "accc/Driver/Toolchain.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>
#include <vector>

namespace accc::driver {

/// Prints "accc: error: MSG" and returns 1.
int error(const llvm::Twine &Msg);
/// Prints "accc: warning: MSG".
void warning(const llvm::Twine &Msg);

/// Whether \p Path is compiled as C++ (anything but `.c`).
bool isCXX(llvm::StringRef Path);

bool writeFile(const std::string &Path, llvm::StringRef Text);

/// A private temporary directory, removed with its files at the end of the
/// run unless ACCC_KEEP_TEMPS is set.
class TempDir {
public:
  TempDir();
  ~TempDir();
  std::string file(llvm::StringRef Name) const {
    return (Path + "/" + Name).str();
  }
  bool ok() const { return !Path.empty(); }

private:
  llvm::SmallString<128> Path;
};

class Runner {
public:
  Runner(const DriverOptions &Opts, const Toolchain &TC, TargetKind Target)
      : Opts(Opts), TC(TC), Target(Target) {}

  /// Runs \p Cmd; its stderr goes to \p StderrFile where one is given.
  int exec(std::vector<std::string> Cmd, const std::string &StderrFile = "");

  /// -E, -M, -MM: clang's preprocessor on the user's source, as the
  /// OpenACC parse sees it (_OPENACC, openacc.h), to stdout or -o.
  int preprocess(const std::string &Source);

  /// The preprocessed unit of \p Source into \p Output, for a source whose
  /// OpenACC directives are not all in its own text: the text of the
  /// source and of every user header it includes, macros expanded (every
  /// `_Pragma` a `#pragma` line), #define lines and the system headers'
  /// #include lines kept, with line markers that name the user's files and
  /// lines. With -MD or -MMD
  /// it writes the dependency file of \p Object, which the compile of the
  /// translation then leaves alone.
  int preprocessUnit(const std::string &Source, const std::string &Output,
                     const std::string &Object);

  /// Whether \p Source is compiled as C++: its `-x` among the frontend
  /// flags (DriverOptions::SourceLanguages), else its extension.
  bool compilesCXX(llvm::StringRef Source) const;

  /// Where not 0: the registers ptxas may give any function of the GPU
  /// compile (`-Xcuda-ptxas --maxrregcount=N`), the driver's answer to a
  /// kernel that calls a function needing more than its team size leaves.
  unsigned PtxasMaxRegisters = 0;

  /// Whether the GPU compile may pass -fopenmp-assume-no-thread-state and
  /// -fopenmp-assume-no-nested-parallelism (TranslateJob::
  /// LoopHeaderBindsReference).
  bool AssumeNoThreadState = true;

  /// Whether the GPU compile inlines the device functions into each kernel
  /// (TranslateJob::InlineDeviceFunctions).
  bool InlineDeviceFunctions = false;

  /// Compiles \p Translated, the translation of \p Source (of its
  /// preprocessed unit where \p Preprocessed), into \p Object.
  int compile(const std::string &Translated, const std::string &Source,
              const std::string &Object, bool Preprocessed,
              const std::string &StderrFile = "");

  /// Links \p Objects (and the user's other inputs) with libacc; the
  /// linker's output goes to \p StderrFile where one is given.
  int link(const std::vector<std::string> &Objects, bool CXX,
           const std::string &StderrFile = "");

private:
  void addOffload(std::vector<std::string> &Cmd, bool Link);
  bool hasDebugFlag() const;
  /// The user's flags for a compile (BackendFlags without the link's).
  void addCompileFlags(std::vector<std::string> &Cmd) const;
  /// The dependency file -MD or -MMD asks for (-MF, or the object's name
  /// with `.d`); empty without them.
  std::string dependencyFile(const std::string &Object) const;
  void fixDependencyFile(const std::string &Translated,
                         const std::string &Source,
                         const std::string &Object) const;

  const DriverOptions &Opts;
  const Toolchain &TC;
  TargetKind Target;
};

/// \p Flags without the options that define macros or include files (-D,
/// -U, -include, -imacros) and the dependency file's (-MD, -MMD, -MP, -MF,
/// -MT, -MQ), each with its value: what reads a preprocessed unit, in which
/// they have done their work (its #define lines are kept; the search paths
/// stay for the system headers' #include lines).
/// The user's flags for a compile: BackendFlags without the link's (-O2,
/// -march, -g, -fPIC, ..., which define macros too).
std::vector<std::string> compileFlags(const DriverOptions &Opts);

/// \p Text, the output of `clang -E -fkeep-system-includes`, ready to be
/// read by clang: the flag "2" (return to a file) dropped from each line
/// marker that returns from no entered file (clang writes one after each
/// kept #include, and rejects it when it reads the text); each `#pragma`
/// line indented as its source line (\p SourceLine: line N of a file, as
/// the line markers name it; empty if unknown), so that diagnostics give
/// the user's columns.
std::string tidyPreprocessedUnit(
    llvm::StringRef Text,
    llvm::function_ref<llvm::StringRef(llvm::StringRef, unsigned)> SourceLine);

std::vector<std::string> withoutMacroFlags(const std::vector<std::string> &Flags);

} // namespace accc::driver

#endif // ACCC_DRIVER_RUNNER_H
